import definition from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import { svgIcon } from './svg-icon';

export const ShoppingOutlined = /* @__PURE__ */ svgIcon(definition);
