/**
 * A reader for the few parts of an ONNX file the parser needs: the graph's initializers (float
 * weights) and nodes (op type, inputs, outputs, constant values). ONNX is protobuf; this decodes
 * the wire format directly (varints and length-delimited fields), so no ONNX runtime and no
 * protobuf library is needed to load the model.
 *
 * Field numbers are from onnx.proto: ModelProto.graph = 7; GraphProto.node = 1, initializer = 5;
 * NodeProto.input = 1, output = 2, name = 3, op_type = 4, attribute = 5; AttributeProto.name = 1,
 * t = 5; TensorProto.dims = 1, data_type = 2, float_data = 4, int64_data = 7, name = 8, raw_data = 9.
 */

export interface OnnxTensor {
  name: string;
  dims: number[];
  /** FLOAT tensors. */
  floats?: Float32Array;
  /** INT64 tensors (shape constants). */
  ints?: number[];
}

export interface OnnxNode {
  op: string;
  name: string;
  inputs: string[];
  outputs: string[];
  /** The `value` attribute of a Constant node. */
  value?: OnnxTensor;
}

export interface OnnxGraph {
  initializers: Map<string, OnnxTensor>;
  nodes: OnnxNode[];
}

const FLOAT = 1;
const INT64 = 7;

type Field = { field: number; wire: number; varint: bigint; start: number; end: number };

/** The fields of one protobuf message in bytes[start, end). */
function* fields(bytes: Uint8Array, start: number, end: number): Generator<Field> {
  let p = start;
  const varint = (): bigint => {
    let result = 0n;
    for (let shift = 0n; ; shift += 7n) {
      if (p >= end) throw new Error('truncated varint');
      const b = bytes[p++]!;
      result |= BigInt(b & 0x7f) << shift;
      if (!(b & 0x80)) return result;
    }
  };
  while (p < end) {
    const key = Number(varint());
    const field = key >>> 3, wire = key & 7;
    if (wire === 0) yield { field, wire, varint: varint(), start: p, end: p };
    else if (wire === 2) {
      const len = Number(varint());
      if (p + len > end) throw new Error('truncated field');
      yield { field, wire, varint: 0n, start: p, end: p + len };
      p += len;
    } else if (wire === 5) yield { field, wire, varint: 0n, start: p, end: (p += 4) };
    else if (wire === 1) yield { field, wire, varint: 0n, start: p, end: (p += 8) };
    else throw new Error(`unsupported protobuf wire type ${wire}`);
  }
}

const utf8 = new TextDecoder();

/** Little-endian int64 values read from a packed varint run or raw bytes. */
function packedVarints(bytes: Uint8Array, start: number, end: number): number[] {
  const out: number[] = [];
  let p = start;
  while (p < end) {
    let v = 0n;
    for (let shift = 0n; ; shift += 7n) {
      const b = bytes[p++]!;
      v |= BigInt(b & 0x7f) << shift;
      if (!(b & 0x80)) break;
    }
    out.push(Number(BigInt.asIntN(64, v)));
  }
  return out;
}

function readTensor(bytes: Uint8Array, start: number, end: number): OnnxTensor {
  const t: OnnxTensor = { name: '', dims: [] };
  let type = 0;
  let raw: [number, number] | undefined;
  let floatData: [number, number] | undefined;
  const ints: number[] = [];
  for (const f of fields(bytes, start, end)) {
    if (f.field === 1) {
      if (f.wire === 0) t.dims.push(Number(f.varint));
      else t.dims.push(...packedVarints(bytes, f.start, f.end));
    } else if (f.field === 2) type = Number(f.varint);
    else if (f.field === 4 && f.wire === 2) floatData = [f.start, f.end];
    else if (f.field === 7) {
      if (f.wire === 0) ints.push(Number(BigInt.asIntN(64, f.varint)));
      else ints.push(...packedVarints(bytes, f.start, f.end));
    } else if (f.field === 8) t.name = utf8.decode(bytes.subarray(f.start, f.end));
    else if (f.field === 9) raw = [f.start, f.end];
  }
  const view = (r: [number, number]): DataView => new DataView(bytes.buffer, bytes.byteOffset + r[0], r[1] - r[0]);
  if (type === FLOAT) {
    const src = raw ?? floatData;
    const dv = src ? view(src) : undefined;
    const n = dv ? dv.byteLength / 4 : 0;
    t.floats = new Float32Array(n);
    for (let i = 0; i < n; i++) t.floats[i] = dv!.getFloat32(i * 4, true);
  } else if (type === INT64) {
    if (raw) {
      const dv = view(raw);
      for (let i = 0; i < dv.byteLength / 8; i++) ints.push(Number(dv.getBigInt64(i * 8, true)));
    }
    t.ints = ints;
  }
  return t;
}

function readNode(bytes: Uint8Array, start: number, end: number): OnnxNode {
  const node: OnnxNode = { op: '', name: '', inputs: [], outputs: [] };
  for (const f of fields(bytes, start, end)) {
    const s = (): string => utf8.decode(bytes.subarray(f.start, f.end));
    if (f.field === 1) node.inputs.push(s());
    else if (f.field === 2) node.outputs.push(s());
    else if (f.field === 3) node.name = s();
    else if (f.field === 4) node.op = s();
    else if (f.field === 5) {
      let name = '';
      let value: OnnxTensor | undefined;
      for (const a of fields(bytes, f.start, f.end)) {
        if (a.field === 1) name = utf8.decode(bytes.subarray(a.start, a.end));
        else if (a.field === 5) value = readTensor(bytes, a.start, a.end);
      }
      if (name === 'value' && value) node.value = value;
    }
  }
  return node;
}

/** Decode an ONNX model's graph. Throws on a file that is not protobuf or has no graph. */
export function readOnnx(bytes: Uint8Array): OnnxGraph {
  let graph: [number, number] | undefined;
  for (const f of fields(bytes, 0, bytes.length)) if (f.field === 7 && f.wire === 2) graph = [f.start, f.end];
  if (!graph) throw new Error('no graph in the ONNX file');
  const initializers = new Map<string, OnnxTensor>();
  const nodes: OnnxNode[] = [];
  for (const f of fields(bytes, graph[0], graph[1])) {
    if (f.wire !== 2) continue;
    if (f.field === 5) {
      const t = readTensor(bytes, f.start, f.end);
      initializers.set(t.name, t);
    } else if (f.field === 1) nodes.push(readNode(bytes, f.start, f.end));
  }
  return { initializers, nodes };
}
