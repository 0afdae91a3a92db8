// The camera's QR decoder: ZXing-C++ compiled to WebAssembly (zxing-wasm). This module is imported
// only when the camera scanner opens, so neither it nor its 1 MB WebAssembly file weighs on any
// other screen. The .wasm is served by the portal itself (and precached by the service worker),
// never fetched from the package's default CDN: scanning must work offline and the CSP allows
// nothing else.
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

let prepared = false;

function prepare() {
  if (prepared) return;
  prepared = true;
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  });
}

/** The text of the first QR code in the frame, or null. */
export async function readQrCode(frame: ImageData): Promise<string | null> {
  prepare();
  const [first] = await readBarcodes(frame, { formats: ['QRCode'], maxNumberOfSymbols: 1, tryHarder: true });
  return first?.isValid ? first.text : null;
}
