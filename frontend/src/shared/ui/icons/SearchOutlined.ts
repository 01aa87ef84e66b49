import definition from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { svgIcon } from './svg-icon';

export const SearchOutlined = /* @__PURE__ */ svgIcon(definition);
