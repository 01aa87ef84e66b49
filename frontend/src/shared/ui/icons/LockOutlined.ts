import definition from '@ant-design/icons-svg/es/asn/LockOutlined';
import { svgIcon } from './svg-icon';

export const LockOutlined = /* @__PURE__ */ svgIcon(definition);
