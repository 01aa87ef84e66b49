import definition from '@ant-design/icons-svg/es/asn/CarOutlined';
import { svgIcon } from './svg-icon';

export const CarOutlined = /* @__PURE__ */ svgIcon(definition);
