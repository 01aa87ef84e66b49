import definition from '@ant-design/icons-svg/es/asn/LikeOutlined';
import { svgIcon } from './svg-icon';

export const LikeOutlined = /* @__PURE__ */ svgIcon(definition);
