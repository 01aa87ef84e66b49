import definition from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import { svgIcon } from './svg-icon';

export const CheckCircleOutlined = /* @__PURE__ */ svgIcon(definition);
