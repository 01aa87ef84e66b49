import definition from '@ant-design/icons-svg/es/asn/CreditCardOutlined';
import { svgIcon } from './svg-icon';

export const CreditCardOutlined = /* @__PURE__ */ svgIcon(definition);
