/// The opening of every page the playground writes, up to `<body>`: UTF-8, a viewport for phone
/// windows, a content security policy (`policy`) that lets the page load nothing from elsewhere,
/// so that it opens whole offline, and the page's inline `style`.
package enum PageHead {
    package static func html(title: String, policy: String, style: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="\(policy)">
        <title>\(SVGText.escaped(title))</title>
        <style>
        \(style)
        </style>
        </head>

        """
    }
}
