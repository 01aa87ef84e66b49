import definition from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { svgIcon } from './svg-icon';

export const EyeOutlined = /* @__PURE__ */ svgIcon(definition);
