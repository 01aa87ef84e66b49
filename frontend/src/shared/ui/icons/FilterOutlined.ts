import definition from '@ant-design/icons-svg/es/asn/FilterOutlined';
import { svgIcon } from './svg-icon';

export const FilterOutlined = /* @__PURE__ */ svgIcon(definition);
