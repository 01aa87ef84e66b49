import definition from '@ant-design/icons-svg/es/asn/AppleFilled';
import { svgIcon } from './svg-icon';

export const AppleFilled = /* @__PURE__ */ svgIcon(definition);
