import definition from '@ant-design/icons-svg/es/asn/NumberOutlined';
import { svgIcon } from './svg-icon';

export const NumberOutlined = /* @__PURE__ */ svgIcon(definition);
