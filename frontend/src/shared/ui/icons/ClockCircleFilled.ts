import definition from '@ant-design/icons-svg/es/asn/ClockCircleFilled';
import { svgIcon } from './svg-icon';

export const ClockCircleFilled = /* @__PURE__ */ svgIcon(definition);
