import definition from '@ant-design/icons-svg/es/asn/LinkedinFilled';
import { svgIcon } from './svg-icon';

export const LinkedinFilled = /* @__PURE__ */ svgIcon(definition);
