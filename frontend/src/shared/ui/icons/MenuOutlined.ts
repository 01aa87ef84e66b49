import definition from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { svgIcon } from './svg-icon';

export const MenuOutlined = /* @__PURE__ */ svgIcon(definition);
