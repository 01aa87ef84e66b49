import definition from '@ant-design/icons-svg/es/asn/RightOutlined';
import { svgIcon } from './svg-icon';

export const RightOutlined = /* @__PURE__ */ svgIcon(definition);
