//! The QR scanner's module (issue 23): a QR decoder, fetched only when a scanner opens on a
//! browser without `BarcodeDetector`, never with a page. The app hands it a camera frame as
//! the canvas gives it (RGBA, row by row), so the pixels are copied once, into this module.
#[cfg(target_arch = "wasm32")]
use wasm_bindgen::prelude::*;

/// The text of the first QR code found in the frame, if any.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
pub fn scan_rgba(width: u32, height: u32, rgba: &[u8]) -> Option<String> {
    let (w, h) = (width as usize, height as usize);
    if w == 0 || h == 0 || rgba.len() < w * h * 4 {
        return None;
    }
    // Brightness, weighted as the eye sees it (ITU-R BT.601), in integers.
    let luma = |x: usize, y: usize| {
        let p = &rgba[(y * w + x) * 4..];
        ((p[0] as u32 * 77 + p[1] as u32 * 150 + p[2] as u32 * 29) >> 8) as u8
    };
    let mut img = rqrr::PreparedImage::prepare_from_greyscale(w, h, luma);
    img.detect_grids()
        .into_iter()
        .find_map(|g| g.decode().ok().map(|(_, text)| text))
}

fn main() {}
