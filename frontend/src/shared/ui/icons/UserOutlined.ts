import definition from '@ant-design/icons-svg/es/asn/UserOutlined';
import { svgIcon } from './svg-icon';

export const UserOutlined = /* @__PURE__ */ svgIcon(definition);
