import definition from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import { svgIcon } from './svg-icon';

export const ShareAltOutlined = /* @__PURE__ */ svgIcon(definition);
