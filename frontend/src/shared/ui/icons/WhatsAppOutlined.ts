import definition from '@ant-design/icons-svg/es/asn/WhatsAppOutlined';
import { svgIcon } from './svg-icon';

export const WhatsAppOutlined = /* @__PURE__ */ svgIcon(definition);
