import definition from '@ant-design/icons-svg/es/asn/FacebookFilled';
import { svgIcon } from './svg-icon';

export const FacebookFilled = /* @__PURE__ */ svgIcon(definition);
