import definition from '@ant-design/icons-svg/es/asn/StarFilled';
import { svgIcon } from './svg-icon';

export const StarFilled = /* @__PURE__ */ svgIcon(definition);
