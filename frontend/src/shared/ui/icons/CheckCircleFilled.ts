import definition from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { svgIcon } from './svg-icon';

export const CheckCircleFilled = /* @__PURE__ */ svgIcon(definition);
