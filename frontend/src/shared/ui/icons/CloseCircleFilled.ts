import definition from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { svgIcon } from './svg-icon';

export const CloseCircleFilled = /* @__PURE__ */ svgIcon(definition);
