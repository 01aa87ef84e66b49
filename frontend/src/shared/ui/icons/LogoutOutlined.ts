import definition from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import { svgIcon } from './svg-icon';

export const LogoutOutlined = /* @__PURE__ */ svgIcon(definition);
