import definition from '@ant-design/icons-svg/es/asn/TagsOutlined';
import { svgIcon } from './svg-icon';

export const TagsOutlined = /* @__PURE__ */ svgIcon(definition);
