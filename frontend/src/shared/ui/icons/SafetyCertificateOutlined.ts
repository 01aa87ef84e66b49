import definition from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { svgIcon } from './svg-icon';

export const SafetyCertificateOutlined = /* @__PURE__ */ svgIcon(definition);
