import definition from '@ant-design/icons-svg/es/asn/MobileOutlined';
import { svgIcon } from './svg-icon';

export const MobileOutlined = /* @__PURE__ */ svgIcon(definition);
