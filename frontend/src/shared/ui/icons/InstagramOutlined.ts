import definition from '@ant-design/icons-svg/es/asn/InstagramOutlined';
import { svgIcon } from './svg-icon';

export const InstagramOutlined = /* @__PURE__ */ svgIcon(definition);
