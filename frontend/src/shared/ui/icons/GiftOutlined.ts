import definition from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { svgIcon } from './svg-icon';

export const GiftOutlined = /* @__PURE__ */ svgIcon(definition);
