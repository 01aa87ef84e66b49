import definition from '@ant-design/icons-svg/es/asn/FrownOutlined';
import { svgIcon } from './svg-icon';

export const FrownOutlined = /* @__PURE__ */ svgIcon(definition);
