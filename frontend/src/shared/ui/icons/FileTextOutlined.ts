import definition from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import { svgIcon } from './svg-icon';

export const FileTextOutlined = /* @__PURE__ */ svgIcon(definition);
