import definition from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import { svgIcon } from './svg-icon';

export const ShoppingCartOutlined = /* @__PURE__ */ svgIcon(definition);
