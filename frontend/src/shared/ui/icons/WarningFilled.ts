import definition from '@ant-design/icons-svg/es/asn/WarningFilled';
import { svgIcon } from './svg-icon';

export const WarningFilled = /* @__PURE__ */ svgIcon(definition);
