import definition from '@ant-design/icons-svg/es/asn/FileOutlined';
import { svgIcon } from './svg-icon';

export const FileOutlined = /* @__PURE__ */ svgIcon(definition);
