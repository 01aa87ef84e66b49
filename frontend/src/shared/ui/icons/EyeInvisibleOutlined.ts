import definition from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import { svgIcon } from './svg-icon';

export const EyeInvisibleOutlined = /* @__PURE__ */ svgIcon(definition);
