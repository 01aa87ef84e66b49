import definition from '@ant-design/icons-svg/es/asn/YoutubeFilled';
import { svgIcon } from './svg-icon';

export const YoutubeFilled = /* @__PURE__ */ svgIcon(definition);
