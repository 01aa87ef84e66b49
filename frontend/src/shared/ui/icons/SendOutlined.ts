import definition from '@ant-design/icons-svg/es/asn/SendOutlined';
import { svgIcon } from './svg-icon';

export const SendOutlined = /* @__PURE__ */ svgIcon(definition);
