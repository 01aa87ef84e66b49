import definition from '@ant-design/icons-svg/es/asn/MailOutlined';
import { svgIcon } from './svg-icon';

export const MailOutlined = /* @__PURE__ */ svgIcon(definition);
