//! The QR scanner's module (issue 23): a QR decoder, fetched only when a scanner opens on a
//! browser without `BarcodeDetector`, never with a page. The app hands it a camera frame's
//! brightness, one byte a pixel, row by row.
#[cfg(target_arch = "wasm32")]
use wasm_bindgen::prelude::*;

/// The text of the first QR code found in the frame, if any.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
pub fn scan_luma(width: u32, height: u32, luma: &[u8]) -> Option<String> {
    let (w, h) = (width as usize, height as usize);
    if w == 0 || h == 0 || luma.len() < w * h {
        return None;
    }
    let mut img = rqrr::PreparedImage::prepare_from_greyscale(w, h, |x, y| luma[y * w + x]);
    img.detect_grids()
        .into_iter()
        .find_map(|g| g.decode().ok().map(|(_, text)| text))
}

fn main() {}
