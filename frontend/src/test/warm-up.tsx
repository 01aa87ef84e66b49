import { act, render } from '@testing-library/react';
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Collapse,
  Descriptions,
  Drawer,
  Dropdown,
  Form,
  Input,
  InputNumber,
  Modal,
  Pagination,
  Popconfirm,
  Radio,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Table,
  Tabs,
  Tag,
  Upload,
} from 'antd';
import { TestProviders } from './render';
import { createQueryClient } from '../shared/query-client';

/**
 * Every antd component the app uses, open where it has a popup. The first time antd renders a
 * component in a test worker it builds and injects that component's styles (about a second for all
 * of them, several under load); rendering them once before the tests keeps that one-off cost out of
 * whichever test happens to come first.
 */
function KitchenSink() {
  return (
    <Form layout="vertical">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Text" name="text" rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Input.Password />
          <Input.TextArea showCount maxLength={10} />
          <Input.Search />
          <InputNumber />
          <Select open options={[{ value: 1, label: 'One' }]} />
          <Radio.Group options={['a', 'b']} />
          <Radio.Group optionType="button" options={['c', 'd']} />
          <Checkbox>Check</Checkbox>
          <Upload.Dragger />
          <Upload fileList={[{ uid: '1', name: 'a.pdf', status: 'done' }]} />
        </Col>
      </Row>
      <Space>
        <Button type="primary">Go</Button>
        <Button danger loading>
          Wait
        </Button>
      </Space>
      <Tabs items={[{ key: 'a', label: 'A', children: 'a' }]} />
      <Table columns={[{ title: 'A', dataIndex: 'a' }]} dataSource={[{ key: 1, a: 1 }]} scroll={{ x: true }} />
      <Pagination total={50} />
      <Descriptions bordered items={[{ key: 'a', label: 'A', children: 'a' }]} />
      <Collapse items={[{ key: 'a', label: 'A', children: 'a' }]} />
      <Alert title="Alert" />
      <Tag>Tag</Tag>
      <Skeleton active />
      <Spin />
      <Dropdown open menu={{ items: [{ key: 'a', label: 'A' }] }}>
        <Button>Menu</Button>
      </Dropdown>
      <Popconfirm open title="Sure?">
        <Button>Confirm</Button>
      </Popconfirm>
      <Modal open title="Modal" />
      <Drawer open title="Drawer" />
    </Form>
  );
}

/** Renders every component once, then removes it (a no-op after the first call in a worker). */
export async function warmUpAntd(): Promise<void> {
  const scope = globalThis as { antdWarmedUp?: boolean };
  if (scope.antdWarmedUp) return;
  scope.antdWarmedUp = true;
  const view = render(
    <TestProviders queryClient={createQueryClient()}>
      <KitchenSink />
    </TestProviders>,
  );
  await act(async () => {});
  view.unmount();
}
