import definition from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { svgIcon } from './svg-icon';

export const ShopOutlined = /* @__PURE__ */ svgIcon(definition);
