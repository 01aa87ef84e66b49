import definition from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
import { svgIcon } from './svg-icon';

export const InfoCircleOutlined = /* @__PURE__ */ svgIcon(definition);
