import definition from '@ant-design/icons-svg/es/asn/SafetyCertificateFilled';
import { svgIcon } from './svg-icon';

export const SafetyCertificateFilled = /* @__PURE__ */ svgIcon(definition);
