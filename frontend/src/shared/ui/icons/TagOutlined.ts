import definition from '@ant-design/icons-svg/es/asn/TagOutlined';
import { svgIcon } from './svg-icon';

export const TagOutlined = /* @__PURE__ */ svgIcon(definition);
