import definition from '@ant-design/icons-svg/es/asn/UpOutlined';
import { svgIcon } from './svg-icon';

export const UpOutlined = /* @__PURE__ */ svgIcon(definition);
