import definition from '@ant-design/icons-svg/es/asn/SwapOutlined';
import { svgIcon } from './svg-icon';

export const SwapOutlined = /* @__PURE__ */ svgIcon(definition);
