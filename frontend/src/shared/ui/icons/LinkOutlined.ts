import definition from '@ant-design/icons-svg/es/asn/LinkOutlined';
import { svgIcon } from './svg-icon';

export const LinkOutlined = /* @__PURE__ */ svgIcon(definition);
