import definition from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { svgIcon } from './svg-icon';

export const CloseOutlined = /* @__PURE__ */ svgIcon(definition);
