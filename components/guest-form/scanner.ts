// The one entry of the scanner's code, fetched when a guest first taps "Scan ID document" or
// picks a photo of the document (the camera dialog, the photo reader, the address choice), so
// the page's first load holds a single small loader for it.
export { default as ScanSession } from "./scan-session";
