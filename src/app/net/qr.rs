//! The QR code of a pairing code or join link, drawn as one SVG path (dark modules in
//! horizontal runs) with the standard quiet zone around it.

use qrcodegen::{QrCode, QrCodeEcc};

/// The modules of a QR code: `size` by `size`, and the path that draws the dark ones in a
/// `viewBox` of `-4 -4 size+8 size+8` (the quiet zone of four modules).
#[derive(Clone, Debug, PartialEq)]
pub struct QrPicture {
    pub size: i32,
    pub path: String,
}

impl QrPicture {
    /// The picture of `text`, with medium error correction (a phone's camera reads a screen
    /// at an angle); `None` if the text is too long for any QR code.
    pub fn of(text: &str) -> Option<QrPicture> {
        let qr = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
        let size = qr.size();
        let mut path = String::new();
        for y in 0..size {
            let mut x = 0;
            while x < size {
                if !qr.get_module(x, y) {
                    x += 1;
                    continue;
                }
                let start = x;
                while x < size && qr.get_module(x, y) {
                    x += 1;
                }
                path += &format!("M{start} {y}h{}v1h-{}z", x - start, x - start);
            }
        }
        Some(QrPicture { size, path })
    }

    /// The SVG `viewBox` with the quiet zone.
    pub fn view_box(&self) -> String {
        format!("-4 -4 {0} {0}", self.size + 8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The picture as a grey image, `scale` pixels a module, read back by a QR decoder.
    fn read_back(p: &QrPicture, scale: usize) -> String {
        let n = (p.size + 8) as usize;
        let mut dark = vec![false; n * n];
        // Replays the path: every "M{x} {y}h{w}" run.
        for run in p.path.split('M').filter(|r| !r.is_empty()) {
            let (xy, rest) = run.split_once('h').unwrap();
            let (x, y) = xy.split_once(' ').unwrap();
            let (x, y): (usize, usize) = (x.parse().unwrap(), y.parse().unwrap());
            let w: usize = rest.split_once('v').unwrap().0.parse().unwrap();
            for dx in 0..w {
                dark[(y + 4) * n + x + 4 + dx] = true;
            }
        }
        let px = n * scale;
        let mut img = rqrr::PreparedImage::prepare_from_greyscale(px, px, |x, y| {
            if dark[(y / scale) * n + x / scale] {
                0
            } else {
                255
            }
        });
        let grids = img.detect_grids();
        assert_eq!(grids.len(), 1, "one code in the picture");
        grids[0].decode().expect("the code decodes").1
    }

    #[test]
    fn a_join_link_reads_back_from_its_picture() {
        let link = format!("http://192.168.1.5:8080/#/join/{}", "AbCd-_09".repeat(17));
        let p = QrPicture::of(&link).unwrap();
        assert!(
            p.size <= 61,
            "a code of {} modules is too dense to scan",
            p.size
        );
        assert_eq!(read_back(&p, 4), link);
        assert_eq!(p.view_box(), format!("-4 -4 {0} {0}", p.size + 8));
    }

    #[test]
    fn text_too_long_for_any_code_has_no_picture() {
        assert_eq!(QrPicture::of(&"x".repeat(5000)), None);
    }
}
